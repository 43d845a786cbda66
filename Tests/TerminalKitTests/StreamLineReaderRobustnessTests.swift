import Foundation
import Glibc
import Testing

@testable import TerminalKit

// MARK: - The stream reader on hostile bytes

@Suite("Stream reader: invalid UTF-8, NUL, long lines")
struct StreamLineReaderRobustnessTests {
    /// Reads every line of `bytes` written into a pipe by another thread (the pipe holds far
    /// less than a megabyte), as the reader hands them over.
    private func inputs(of bytes: [UInt8]) throws -> [LineInput] {
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
        var inputs: [LineInput] = []
        while true {
            let input = reader.readLine(prompt: "")
            if input == .endOfInput { return inputs }
            inputs.append(input)
        }
    }

    /// The texts of the lines, none of them refused.
    private func lines(of bytes: [UInt8]) throws -> [String] {
        try inputs(of: bytes).map { input in
            guard case .line(let line) = input else { throw Refused(input: input) }
            return line
        }
    }

    private struct Refused: Error {
        let input: LineInput
    }

    @Test(
        "a line that is not UTF-8 is handed over as bytes with its number, never repaired; NUL and controls are kept as they are"
    )
    func invalidBytes() throws {
        let bytes: [UInt8] =
            Array("a".utf8) + [0xFF] + Array("b".utf8) + [0xC3] + Array("c".utf8) + [0xED, 0xA0, 0x80] + [0x0D, 0x0A]
            + Array("x".utf8) + [0x00] + Array("y".utf8) + [0x1B, 0x7F, 0x0D] + Array("z".utf8) + [0x0D, 0x0A]
            + [0xF0, 0x9F, 0x98]
        let read = try inputs(of: bytes)
        let first = Array("a".utf8) + [0xFF] + Array("b".utf8) + [0xC3] + Array("c".utf8) + [0xED, 0xA0, 0x80]
        #expect(read.count == 3)
        #expect(read.first == .undecodable(UndecodableLine(number: 1, bytes: first)), "the \\r\\n ending is dropped")
        #expect(read.dropFirst().first == .line("x\u{0}y\u{1B}\u{7F}\rz"))
        #expect(
            read.last == .undecodable(UndecodableLine(number: 3, bytes: [0xF0, 0x9F, 0x98])),
            "a sequence cut short at the end of input"
        )
    }

    @Test("an echo shows such a line's bad bytes as \\xff, a backslash as \\\\, and the rest as it is")
    func escapedEcho() {
        let line = UndecodableLine(
            number: 1,
            bytes: Array("é\\x".utf8) + [0xFF, 0x0A, 0xC3] + Array("c".utf8) + [
                0xED, 0xA0, 0x80, 0xC0, 0xAF, 0xE2, 0x82,
            ]
        )
        #expect(line.escaped == #"é\\x\xff"# + "\n" + #"\xc3c\xed\xa0\x80\xc0\xaf\xe2\x82"#)
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
}
