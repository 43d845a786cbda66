// The text rules are part of the Domain's vocabulary: every layer above it folds names and quotes
// them in messages as the Domain does, with no copy of its own.
@_exported public import TextRules
