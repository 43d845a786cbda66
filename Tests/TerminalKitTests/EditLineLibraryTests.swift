import Testing

@testable import TerminalKit

@Suite("libedit, loaded on first use")
struct EditLineLibraryTests {
    @Test("libedit loads and every function the editor calls is found, however often it is asked")
    func loads() {
        // load() throws when the library or any one function of the table is missing.
        #expect(throws: Never.self) { try EditLineLibrary.load() }
        #expect(throws: Never.self) { try EditLineLibrary.load() }
    }

    @Test("the warning names the reason and says lines are still read")
    func warning() {
        let error = EditLineLibraryError(reason: "libedit.so.2: cannot open shared object file")
        #expect(
            error.description
                == "libedit cannot be loaded (libedit.so.2: cannot open shared object file); lines are read without editing"
        )
    }
}
