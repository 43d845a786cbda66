// MARK: - Filling a line's placeholders

/// Fills the placeholders the string tables use — `%1$@`, `%2$@`… (each a text argument, by
/// position) and `%%` (one `%`) — as `String(format:)` would. Anything else in the template, or
/// a position with no argument, gives nil and the caller formats with Foundation: the common
/// case without `String(format:)`'s conversion of every argument to a C variadic value, which
/// the app paid on each of the lines it writes before its first page.
enum TemplateFiller {
    static func fill(_ template: String, with arguments: [String]) -> String? {
        // By UTF-8 bytes: `%`, digits, `$` and `@` are ASCII, never part of another character.
        let bytes = Array(template.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + arguments.reduce(0) { $0 + $1.utf8.count })
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "%") else {
                result.append(byte)
                continue
            }
            if index < bytes.count && bytes[index] == UInt8(ascii: "%") {
                result.append(byte)
                index += 1
                continue
            }
            var position = 0
            let digitsStart = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]), position < 1000 {
                position = position * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            guard index > digitsStart, position >= 1, position <= arguments.count, index + 1 < bytes.count,
                bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "@")
            else { return nil }
            index += 2
            result.append(contentsOf: arguments[position - 1].utf8)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
