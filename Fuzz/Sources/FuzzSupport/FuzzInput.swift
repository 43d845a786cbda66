// MARK: - The bytes libFuzzer hands a target

extension UnsafeBufferPointer<UInt8> {
    /// The bytes of one call of `LLVMFuzzerTestOneInput`; libFuzzer may pass a null pointer
    /// with a size of 0.
    public init(fuzzData data: UnsafePointer<UInt8>?, size: Int) {
        self.init(start: size > 0 ? data : nil, count: size)
    }

    /// The bytes as text, invalid UTF-8 repaired to U+FFFD: the app refuses a line that is not
    /// UTF-8 before any parser sees it, so the parsers only ever get text.
    public var text: String { String(decoding: self, as: UTF8.self) }
}
