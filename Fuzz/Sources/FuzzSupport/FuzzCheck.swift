// MARK: - What every target asks of the code under test

/// The promise every reader of outside input makes: whatever the bytes, it ends in a result or
/// in one line the user reads. A broken promise traps, which libFuzzer reports as a crash and
/// keeps the input of.
public enum FuzzCheck {
    /// Traps unless `text` is one line that shows as one: not empty, no control character (a
    /// line feed, a carriage return, an escape that would move the cursor) and no Unicode line or
    /// paragraph separator.
    public static func oneLine(_ text: String, _ what: @autoclosure () -> String) {
        guard text.isEmpty || text.unicodeScalars.contains(where: breaksLine) else { return }
        fatalError("\(what()) is not one line: \(text.debugDescription)")
    }

    /// Traps with `message` unless `condition` holds: `precondition` is gone in a build with
    /// `-Ounchecked`, and a fuzzer's check must never be.
    public static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }

    private static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
