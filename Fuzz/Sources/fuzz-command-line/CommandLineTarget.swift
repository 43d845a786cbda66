import FuzzSupport
import TerminalKit

// MARK: - libFuzzer's entry: a typed command line

/// The bytes as one line through the tokenizer: words whose ranges lie in the line, in order,
/// each at least a character wide; or one error line whose column is in the line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let line = UnsafeBufferPointer(fuzzData: data, size: size).text
    let length = line.count
    do {
        var end = 0
        for token in try CommandTokenizer.tokenize(line) {
            FuzzCheck.require(
                token.range.lowerBound >= end && token.range.upperBound <= max(length, 1) && !token.range.isEmpty,
                "word \(token.text.debugDescription) at \(token.range), after \(end), in \(length) characters"
            )
            end = token.range.upperBound
        }
    } catch {
        FuzzCheck.oneLine(error.description, "the tokenizer's error")
        FuzzCheck.require((1...max(length, 1)).contains(error.column), "column \(error.column) of \(length)")
    }
    return 0
}
