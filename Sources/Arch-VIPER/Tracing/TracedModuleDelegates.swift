import PokedeskDomain

// MARK: - The races chosen, traced

/// A module delegate as the race picker's presenter sees it with `trace on`: the race chosen a
/// hop of the delegate, named by its type (the editor's presenter, or the types' when the races
/// were opened from them). Weak, as the presenter holds its delegate.
final class TracedRacePickerModuleDelegate: RacePickerModuleDelegate {
    private weak var delegate: (any RacePickerModuleDelegate)?
    private let trace: Trace

    init(_ delegate: any RacePickerModuleDelegate, trace: Trace) {
        self.delegate = delegate
        self.trace = trace
    }

    func racePicker(didChoose race: Race) {
        guard let delegate else { return }
        trace.hop(.presenter, type(of: delegate), "racePicker(didChoose: \(Quoting.quoted(race.name)))") {
            delegate.racePicker(didChoose: race)
        }
    }
}

/// A module delegate as the types' presenter sees it with `trace on`.
final class TracedTypeListModuleDelegate: TypeListModuleDelegate {
    private weak var delegate: (any TypeListModuleDelegate)?
    private let trace: Trace

    init(_ delegate: any TypeListModuleDelegate, trace: Trace) {
        self.delegate = delegate
        self.trace = trace
    }

    func typeList(didChoose race: Race) {
        guard let delegate else { return }
        trace.hop(.presenter, type(of: delegate), "typeList(didChoose: \(Quoting.quoted(race.name)))") {
            delegate.typeList(didChoose: race)
        }
    }
}
