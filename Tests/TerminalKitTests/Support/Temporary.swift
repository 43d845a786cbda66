import Foundation

/// A fresh directory under the system's temporary directory, removed by the caller.
func makeTemporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "terminal-kit-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func removeItem(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}

/// The text with ANSI escape sequences removed.
func strippingEscapes(_ text: String) -> String {
    var result = ""
    var inEscape = false
    for scalar in text.unicodeScalars {
        if inEscape {
            if scalar == "m" { inEscape = false }
        } else if scalar == "\u{1B}" {
            inEscape = true
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}
