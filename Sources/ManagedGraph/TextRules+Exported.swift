// The text rules are part of the engine's vocabulary: an app that folds a name as the store does
// (`TextFolding`), or quotes it as the engine's messages do (`Quoting`), finds them here.
@_exported public import TextRules
