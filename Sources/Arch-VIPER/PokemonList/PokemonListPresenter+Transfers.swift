import PokedeskDomain

// MARK: - Import, export and generate

/// The presenter's part in the long commands: it passes the view's events to the interactor,
/// with a way to ask the view whether the user wants to stop, and words what the interactor
/// reports — progress, outcome — for the view to show.
extension PokemonListPresenter {
    // MARK: From the view

    func importPokemons(from path: String) {
        interactor.importPokemons(from: path) { view?.isInterruptRequested ?? false }
    }

    func exportPokemons(to path: String) {
        interactor.exportPokemons(to: path) { view?.isInterruptRequested ?? false }
    }

    func generatePokemons(count: Int) {
        interactor.generatePokemons(count: count) { view?.isInterruptRequested ?? false }
    }

    // MARK: From the interactor

    func importDidProgress(_ progress: TransferProgress, from path: String) {
        view?.showProgress(Wording.importProgress(from: path, progress))
    }

    func exportDidProgress(_ progress: TransferProgress, to path: String) {
        view?.showProgress(Wording.exportProgress(to: path, progress))
    }

    func generateDidProgress(_ progress: TransferProgress) {
        view?.showProgress(Wording.generateProgress(progress))
    }

    func transferDidEnd() {
        view?.hideProgress()
    }

    func didImport(_ report: ImportReport, from path: String) {
        for line in Wording.importReport(report, from: path) { view?.showMessage(line) }
    }

    func didExport(_ report: ExportReport, to path: String) {
        view?.showMessage(Wording.exported(report, to: path))
    }

    func didGenerate(_ report: GenerateReport) {
        view?.showMessage(Wording.generated(report))
    }
}
