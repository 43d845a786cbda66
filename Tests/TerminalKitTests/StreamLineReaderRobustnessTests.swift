import Foundation
import Glibc
import Testing

@testable import TerminalKit

// MARK: - The stream reader on hostile bytes

@Suite("Stream reader: invalid UTF-8, NUL, long lines")
struct StreamLineReaderRobustnessTests {
    /// Reads every line of `bytes` written into a pipe by another thread (the pipe holds far
    /// less than a megabyte).
    private func lines(of bytes: [UInt8]) throws -> [String] {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        let writing = descriptors[1]
        let writer = Thread {
            var rest = bytes[...]
            while !rest.isEmpty {
                let written = rest.withUnsafeBytes { write(writing, $0.baseAddress, $0.count) }
                if written <= 0 { break }
                rest = rest.dropFirst(written)
            }
            close(writing)
        }
        writer.start()
        defer { close(descriptors[0]) }
        let reader = StreamLineReader(fileDescriptor: descriptors[0])
        var lines: [String] = []
        while case .line(let line) = reader.readLine(prompt: "") { lines.append(line) }
        return lines
    }

    @Test("invalid UTF-8 becomes U+FFFD, one for each bad sequence; NUL and controls are kept as they are")
    func invalidBytes() throws {
        let bytes: [UInt8] =
            Array("a".utf8) + [0xFF] + Array("b".utf8) + [0xC3] + Array("c".utf8) + [0xED, 0xA0, 0x80] + [0x0A]
            + Array("x".utf8) + [0x00] + Array("y".utf8) + [0x1B, 0x7F, 0x0D] + Array("z".utf8) + [0x0D, 0x0A]
            + [0xF0, 0x9F, 0x98]
        let read = try lines(of: bytes)
        #expect(read.map(\.unicodeScalars.count) == [8, 7, 1])
        #expect(read[0] == "a\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(Array(read[1].unicodeScalars) == Array("x\u{0}y\u{1B}\u{7F}\rz".unicodeScalars))
        #expect(read[2] == "\u{FFFD}", "a sequence cut short at the end of input")
    }

    @Test("a megabyte line and a hundred thousand short ones come back whole")
    func longAndMany() throws {
        let long = [UInt8](repeating: UInt8(ascii: "q"), count: 1 << 20)
        let short = (0..<100_000).flatMap { Array("line \($0)\n".utf8) }
        let read = try lines(of: long + [0x0A] + short + long)
        #expect(read.count == 100_002)
        #expect(read.first?.utf8.count == 1 << 20)
        #expect(read[1] == "line 0" && read[100_000] == "line 99999")
        #expect(read.last?.utf8.count == 1 << 20, "the last line has no newline")
    }

    @Test("the decoding the fuzzers use is the reader's own")
    func decodingFunction() {
        #expect(StreamLineReader.text(of: [0x61, 0xFF, 0x00]) == "a\u{FFFD}\u{0}")
    }
}
