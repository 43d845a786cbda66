import Foundation

// MARK: - The figures as Markdown

/// Renders a run as Markdown: the machine, the goals, then one table per scenario.
/// `docs/performance.md` keeps its hand-written parts: only the text between the two markers
/// is replaced by a new run, with the machine and the goals (`summary`); every scenario's
/// table goes to a file of its own, wholly generated (`figuresFile`).
enum MarkdownReport {
    static let begin = "<!-- pokedesk-bench: generated figures begin -->"
    static let end = "<!-- pokedesk-bench: generated figures end -->"
    /// Beside `performance.md`: the run's every table.
    static let figuresFile = "performance-figures.md"

    /// The machine, the goals and every scenario's table.
    static func render(_ report: BenchReport) -> String {
        var lines = header(report)
        for scenario in report.scenarios {
            lines.append("")
            lines += render(scenario)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The machine, how many goals the run met — naming those it missed — and where the goals'
    /// figures and the tables are: `performance.md` reads as a report, the figures are beside it.
    static func summary(_ report: BenchReport) -> String {
        var lines = machine(report)
        let judged = report.goals.filter { $0.met != nil }
        let missed = judged.filter { $0.met == false }.map(\.goal)
        var verdict = "Goals met: \(judged.count - missed.count) of \(judged.count)"
        if judged.count < report.goals.count {
            verdict += " (\(report.goals.count - judged.count) not measured in this mode)"
        }
        verdict += missed.isEmpty ? "." : "; missed: " + missed.map(escape).joined(separator: "; ") + "."
        lines.append("")
        lines.append(verdict + " Each goal's figure, and every scenario's table: [\(figuresFile)](\(figuresFile)).")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The whole run as a document of its own.
    static func figures(_ report: BenchReport) -> String {
        "# Performance: the figures of the last run\n\n"
            + "Written by `pokedesk-bench` with `performance.json`; what they mean, and how they are "
            + "measured, is in [performance.md](performance.md).\n\n" + render(report)
    }

    private static func header(_ report: BenchReport) -> [String] {
        var lines = machine(report)
        lines.append("")
        lines.append("### Goals")
        lines.append("")
        lines.append("| Goal | Measured | Met |")
        lines.append("|---|---|---|")
        for goal in report.goals {
            lines.append("| \(goal.goal) | \(escape(goal.measured)) | \(verdict(goal.met)) |")
        }
        return lines
    }

    /// When and where the run was measured.
    private static func machine(_ report: BenchReport) -> [String] {
        var lines: [String] = []
        let machine = report.machine
        lines.append(
            "Measured \(report.date) by `pokedesk-bench` (\(report.mode) mode, \(report.build) build, "
                + "\(report.runs) timed runs per "
                + "contestant unless a table says otherwise), commit `\(machine.commit.isEmpty ? "?" : machine.commit)`."
        )
        if report.build == "debug" {
            lines.append("")
            lines.append("**A debug build: these figures show that every scenario runs, not how fast anything is.**")
        }
        lines.append("")
        lines.append("- Machine: \(machine.cpu), \(machine.cores) cores, \(machine.memoryGB) GB of memory")
        lines.append("- System: \(machine.system)")
        lines.append("- Swift: \(machine.swift); SQLite \(machine.sqlite)")
        if let generation = report.generation {
            lines.append(
                "- Generating the \(Format.count(generation.pokemons))-pokemon store: \(Format.seconds(generation.seconds))"
            )
        }
        return lines
    }

    private static func verdict(_ met: Bool?) -> String {
        switch met {
        case true?: return "yes"
        case false?: return "**no**"
        case nil: return "not measured"
        }
    }

    static func render(_ scenario: ScenarioResult) -> [String] {
        var lines = ["### \(scenario.title)", ""]
        let reference = scenario.contestant(scenario.reference)?.title ?? scenario.reference
        let hasMemory = scenario.contestants.contains { $0.peakKiB != nil }
        let hasCPU = scenario.contestants.contains { $0.cpuSamples != nil }
        lines.append(
            "| Contestant | Median | Min | Max | Runs | × \(escape(shortTitle(reference))) |"
                + (hasCPU ? " Processor time |" : "") + (hasMemory ? " Peak memory |" : "")
        )
        lines.append("|---|--:|--:|--:|--:|--:|" + (hasCPU ? "--:|" : "") + (hasMemory ? "--:|" : ""))
        for contestant in scenario.contestants {
            var row = "| \(escape(contestant.title)) | \(Format.seconds(contestant.median)) | "
            row += "\(Format.seconds(contestant.samples.min)) | \(Format.seconds(contestant.samples.max)) | "
            row += "\(contestant.samples.count) | \(contestant.ratio.map(Format.ratio) ?? "–") |"
            if hasCPU { row += " \(contestant.cpuSamples.map { Format.seconds($0.median) } ?? "–") |" }
            if hasMemory { row += " \(contestant.peakKiB.map { Format.megabytes(kib: $0) } ?? "–") |" }
            lines.append(row)
        }
        for note in scenario.notes {
            lines.append("")
            lines.append(note)
        }
        for plan in scenario.queryPlans {
            lines.append("")
            lines.append("Query plan, \(plan.label):")
            lines.append("")
            lines.append("```")
            lines.append(plan.sql)
            lines += plan.plan.map { "  " + $0 }
            lines.append("```")
        }
        return lines
    }

    /// The reference's name for a column header: up to the first comma between words (not one
    /// in a number), colon or parenthesis.
    private static func shortTitle(_ title: String) -> String {
        var short = ""
        for (index, character) in zip(title.indices, title) {
            if character == ":" || character == "(" { break }
            if character == ",", title[title.index(after: index)...].first?.isNumber != true { break }
            short.append(character)
        }
        return short.trimmingCharacters(in: .whitespaces)
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    // MARK: Into the document

    /// `existing` with the generated block replaced by `generated`; a new document when there
    /// is none, or when it has no markers.
    static func merge(_ generated: String, into existing: String?) -> String {
        let block = begin + "\n" + generated + end + "\n"
        if let existing, let start = existing.range(of: begin), let stop = existing.range(of: end),
            start.lowerBound < stop.lowerBound
        {
            var after = existing[stop.upperBound...]
            if after.hasPrefix("\n") { after = after.dropFirst() }
            return existing[..<start.lowerBound] + block + after
        }
        return "# Performance\n\n" + block + (existing.map { "\n" + $0 } ?? "")
    }
}
