import Foundation
import FuzzSupport
import Localization

// MARK: - libFuzzer's entry: a .strings file

/// The bytes as a string table's file, read as every table reads its files. The table reads
/// the shipped files' syntax itself and leaves anything else to Foundation, as a fast path and
/// not a second definition of the format: so whatever Foundation reads as a table of strings,
/// the table must read the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let file = Data(buffer: UnsafeBufferPointer(fuzzData: data, size: size))
    let entries = StringTable.entries(ofFile: file)
    if let foundation = try? PropertyListSerialization.propertyList(from: file, format: nil) as? [String: String] {
        FuzzCheck.require(entries == foundation, "the table read \(entries), Foundation \(foundation)")
    }
    return 0
}
