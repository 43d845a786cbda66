import Glibc
import TerminalKit
import Testing

@Suite("Line readers")
struct LineReaderTests {
    @Test(
        "the stream reader reads lines from a descriptor: CRLF, a last line without newline, a line that is not UTF-8"
    )
    func streamFromDescriptor() throws {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        let bytes: [UInt8] = Array("list\r\nadd \"Mr. Mime\"\n\nsay h".utf8) + [0xFF] + Array("llo".utf8)
        _ = bytes.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        close(descriptors[1])
        defer { close(descriptors[0]) }

        var prompts: [String] = []
        let reader = StreamLineReader(fileDescriptor: descriptors[0]) { prompts.append($0) }
        #expect(reader.readLine(prompt: "> ") == .line("list"))
        #expect(reader.readLine(prompt: "") == .line(#"add "Mr. Mime""#))
        #expect(reader.readLine(prompt: "") == .line(""))
        #expect(
            reader.readLine(prompt: "")
                == .undecodable(UndecodableLine(number: 4, bytes: Array("say h".utf8) + [0xFF] + Array("llo".utf8)))
        )
        #expect(reader.readLine(prompt: "") == .endOfInput)
        #expect(prompts == ["> "])
    }

    @Test("the stream reader reads from a list, for tests")
    func streamFromList() {
        let reader = StreamLineReader(lines: ["a", "b"])
        #expect(reader.readLine(prompt: "x> ") == .line("a"))
        #expect(reader.readLine(prompt: "x> ") == .line("b"))
        #expect(reader.readLine(prompt: "x> ") == .endOfInput)
    }

    @Test("without terminals the factory gives a plain stream reader")
    func factory() {
        let (console, _) = Console.inMemory()
        let reader = LineReaderFactory.make(appName: "test", environment: TerminalEnvironment(), console: console)
        #expect(reader is StreamLineReader)
    }
}
