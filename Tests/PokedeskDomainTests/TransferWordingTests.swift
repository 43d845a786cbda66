import PokedeskDomain
import Testing

// MARK: - The lines of import, export and generate

@Suite("Wording: import, export and generate")
struct TransferWordingTests {
    @Test("progress says only what is known: the file being read, then counts, rate and time left")
    func progress() {
        #expect(
            Wording.importProgress(
                from: "p.csv",
                TransferProgress(done: 0, total: 0, rowsPerSecond: 0, secondsLeft: nil)
            )
                == "importing p.csv: reading the file"
        )
        #expect(
            Wording.importProgress(
                from: "p.csv",
                TransferProgress(done: 3000, total: 9000, rowsPerSecond: 1500, secondsLeft: 4)
            )
                == "importing p.csv: 3000 of 9000 rows (33%) · 1500 rows/s · about 4 s left"
        )
        #expect(
            Wording.generateProgress(
                TransferProgress(done: 1000, total: 900_000, rowsPerSecond: 5000, secondsLeft: 179.8)
            )
                == "generating: 1000 of 900000 rows (0%) · 5000 rows/s · about 3 min left"
        )
    }

    @Test("a full disk says what was saved: nothing, or the batches before the one that did not fit")
    func fullDisk() {
        #expect(PokedeskError.diskFull.description == "the disk is full; nothing was saved")
        #expect(
            PokedeskError.diskFullDuringBatches(kept: 0, job: .importing).description
                == "the disk is full; nothing was saved"
        )
        #expect(
            PokedeskError.diskFullDuringBatches(kept: 1, job: .generating).description
                == "the disk is full; the batch in progress was not saved, the 1 pokemon generated before it is kept"
        )
        #expect(
            PokedeskError.diskFullDuringBatches(kept: 3000, job: .importing).description
                == "the disk is full; the batch in progress was not saved, the 3000 pokemons imported before it are kept"
        )
    }

    @Test("a failing disk (an I/O error) says what was saved as a full one does, after words of its own")
    func failingDisk() {
        #expect(PokedeskError.ioError.description == "the store could not be written (I/O error); nothing was saved")
        let full = "the disk is full; "
        let failing = "the store could not be written (I/O error); "
        let sameSaved: [(PokedeskError, PokedeskError)] = [
            (.ioErrorDuringBatches(kept: 0, job: .generating), .diskFullDuringBatches(kept: 0, job: .generating)),
            (.ioErrorDuringBatches(kept: 1, job: .importing), .diskFullDuringBatches(kept: 1, job: .importing)),
            (.ioErrorDuringBatches(kept: 5000, job: .importing), .diskFullDuringBatches(kept: 5000, job: .importing)),
        ]
        for (failingDisk, fullDisk) in sameSaved {
            #expect(fullDisk.description.hasPrefix(full))
            #expect(failingDisk.description == failing + fullDisk.description.dropFirst(full.count))
        }
    }

    @Test("once the rows are saved, progress says the list is being updated")
    func updatingTheList() {
        let saved = TransferProgress(done: 9000, total: 9000, rowsPerSecond: 1500, secondsLeft: 0)
        #expect(saved.updatingLists.isUpdatingLists && !saved.isUpdatingLists)
        #expect(
            Wording.generateProgress(saved.updatingLists) == "generating: 9000 of 9000 rows (100%) · updating the list"
        )
    }

    @Test("an import lists ten skipped rows, counts the rest, then says what it did")
    func importReport() {
        let skipped = (2...13).map { SkippedRow(position: .line($0), reason: .refused(.invalidName(.empty))) }
        let lines = Wording.importReport(
            ImportReport(imported: 3, skipped: skipped, wasCancelled: false),
            from: "p.csv"
        )
        #expect(lines.count == 12)
        #expect(lines[0] == "skipped line 2: a name cannot be empty")
        #expect(lines[10...] == ["skipped 2 more lines", "imported 3 pokemons from p.csv, skipped 12 lines"])
    }

    @Test("a cancel says what was kept, in the singular too")
    func cancelled() {
        let one = ImportReport(imported: 1, skipped: [], wasCancelled: true)
        #expect(
            Wording.importReport(one, from: "p.csv") == [
                "import cancelled: the 1 pokemon imported before the cancel is kept"
            ]
        )
        #expect(
            Wording.generated(GenerateReport(generated: 0, wasCancelled: true))
                == "generate cancelled: no pokemon was generated before the cancel"
        )
    }

    @Test("a cancelled export says that nothing was written")
    func exportCancelled() {
        #expect(
            Wording.exported(ExportReport(exported: 0, wasCancelled: true), to: "out.csv")
                == "export cancelled: nothing was written"
        )
    }

    @Test("a path is written as typed, but for control characters, which are escaped")
    func pathsArePrintable() {
        #expect(
            Wording.exported(ExportReport(exported: 2, wasCancelled: false), to: "a b.csv")
                == "exported 2 pokemons to a b.csv"
        )
        #expect(
            Wording.exported(ExportReport(exported: 1, wasCancelled: false), to: "x\u{1b}[2J.csv")
                == "exported 1 pokemon to x\\u{1b}[2J.csv"
        )
        #expect(
            Wording.exportProgress(
                to: "x\u{1b}.csv",
                TransferProgress(done: 1, total: 2, rowsPerSecond: 0, secondsLeft: nil)
            )
                == "exporting x\\u{1b}.csv: 1 of 2 rows (50%)"
        )
        let report = ImportReport(imported: 1, skipped: [], wasCancelled: false)
        #expect(Wording.importReport(report, from: "\u{202e}p.csv") == ["imported 1 pokemon from \\u{202e}p.csv"])
    }
}
