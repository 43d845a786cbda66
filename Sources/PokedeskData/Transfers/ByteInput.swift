import Glibc
import PokedeskDomain

// MARK: - A file's bytes, a chunk at a time

/// The bytes the CSV and JSON readers walk: a file read 64 KiB at a time, or bytes already in
/// memory. The readers look a few bytes ahead (`peek`) and move on (`advance`); the bytes
/// behind them are let go of when the next chunk comes, so a file of any size takes one chunk
/// of memory. A failure to read mid-way ends the bytes there and is kept in `failure`, which
/// the caller checks before believing what the reader made of a short file.
struct ByteInput {
    static let chunkSize = 1 << 16

    private var bytes: [UInt8]
    /// The next byte's place in `bytes`.
    private var index = 0
    private let file: OpenFile?
    private var ended: Bool
    /// The line and column of `bytes[0]`, for messages that point into the file.
    private var counted = TextPosition()
    /// Why reading stopped before the end of the file, if it did.
    private(set) var failure: FileFailure?

    /// Bytes already in memory.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        file = nil
        ended = true
        skipByteOrderMark()
    }

    /// The file at `path`, opened now; a directory is refused as one.
    init(path: String) throws(FileFailure) {
        file = try OpenFile(path: path)
        bytes = []
        ended = false
        skipByteOrderMark()
    }

    // MARK: Walking

    /// The byte `offset` places after the next one (0: the next one); nil past the end.
    mutating func peek(_ offset: Int = 0) -> UInt8? {
        while index + offset >= bytes.count {
            guard readChunk() else { return nil }
        }
        return bytes[index + offset]
    }

    /// Moves past `count` bytes (which `peek` has shown).
    mutating func advance(_ count: Int = 1) {
        index += count
    }

    /// Whether every byte has been walked past.
    mutating func isAtEnd() -> Bool { peek() == nil }

    /// Whether the next bytes are `word`'s.
    mutating func starts(with word: some Collection<UInt8>) -> Bool {
        for (offset, byte) in word.enumerated() where peek(offset) != byte { return false }
        return true
    }

    /// The line and column of the next byte, from 1, columns counted in characters (UTF-8
    /// sequences, not bytes).
    func position() -> TextPosition {
        var position = counted
        position.advance(over: bytes[..<min(index, bytes.count)])
        return position
    }

    // MARK: Reading

    private mutating func skipByteOrderMark() {
        if starts(with: [0xEF, 0xBB, 0xBF]) { advance(3) }
    }

    /// Lets go of the bytes walked past and reads the next chunk after the rest; false at the end.
    private mutating func readChunk() -> Bool {
        guard !ended, let file else { return false }
        let done = min(index, bytes.count)
        counted.advance(over: bytes[..<done])
        bytes.removeFirst(done)
        index -= done
        switch file.read(upTo: Self.chunkSize, appendingTo: &bytes) {
        case .success(let count):
            if count == 0 { ended = true }
            return count > 0
        case .failure(let failure):
            self.failure = failure
            ended = true
            return false
        }
    }
}

// MARK: - Where in the text

/// A line and a column, from 1, as the JSON reader's messages give them.
struct TextPosition: Equatable {
    var line = 1
    var column = 1

    /// The position after `bytes`: a line feed starts a line, each character moves a column.
    mutating func advance(over bytes: ArraySlice<UInt8>) {
        for byte in bytes {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // not a UTF-8 continuation byte
                column += 1
            }
        }
    }
}

// MARK: - The open file

/// A file descriptor, closed with its owner.
private final class OpenFile {
    private let descriptor: Int32

    init(path: String) throws(FileFailure) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileContents.failure(errno, reading: true) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw .isDirectory
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Reads at most `count` bytes onto the end of `bytes`; how many, 0 at the end of the file.
    func read(upTo count: Int, appendingTo bytes: inout [UInt8]) -> Result<Int, FileFailure> {
        let start = bytes.count
        bytes += repeatElement(0, count: count)
        while true {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + start, count) }
            if read >= 0 {
                bytes.removeLast(count - read)
                return .success(read)
            }
            if errno == EINTR { continue }  // Ctrl-C arrived while reading: read on
            bytes.removeLast(count)
            return .failure(FileContents.failure(errno, reading: true))
        }
    }
}
