import FuzzSupport

// MARK: - libFuzzer's entry: a JSON file to import

// libFuzzer calls the entry point from one thread, one input after another.
nonisolated(unsafe) private let target = ImportTarget(fileExtension: "json")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.run(UnsafeBufferPointer(fuzzData: data, size: size))
    return 0
}
