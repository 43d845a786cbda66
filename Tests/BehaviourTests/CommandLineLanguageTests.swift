import Foundation
import Localization
import Testing

@testable import pokedesk_repl

// MARK: - The language of the command line

@Suite("Command line: --lang and the locale")
struct CommandLineLanguageTests {
    /// Runs the built `pokedesk` with `arguments` and only `locale` of the locale variables set;
    /// output and errors together, and the exit status.
    private func run(_ arguments: [String], locale: [String: String] = [:]) throws -> (String, Int32) {
        let binary = try #require(BinaryTranscriptTests.binary)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for name in ["LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"] { environment[name] = nil }
        environment["NO_COLOR"] = "1"
        process.environment = environment.merging(locale) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    @Test("the last valid --lang wins, in any place up to --; else the locale chooses")
    func chosen() {
        let spanish = ["LANG": "es_ES.UTF-8"]
        #expect(LanguageOption.chosen(arguments: ["--lang", "es"], environment: [:]) == .spanish)
        #expect(LanguageOption.chosen(arguments: ["--lang=es"], environment: [:]) == .spanish)
        #expect(LanguageOption.chosen(arguments: ["compare", "--lang", "es", "x"], environment: [:]) == .spanish)
        #expect(LanguageOption.chosen(arguments: ["--lang", "en"], environment: spanish) == .english)
        #expect(LanguageOption.chosen(arguments: ["--lang", "es", "--lang", "en"], environment: [:]) == .english)
        #expect(LanguageOption.chosen(arguments: ["--lang", "fr"], environment: spanish) == .spanish)
        #expect(LanguageOption.chosen(arguments: ["--lang"], environment: [:]) == .english)
        #expect(LanguageOption.chosen(arguments: ["--", "--lang", "es"], environment: [:]) == .english)
        #expect(LanguageOption.chosen(arguments: [], environment: ["LC_ALL": "es_MX"]) == .spanish)
        #expect(LanguageOption.chosen(arguments: [], environment: ["LC_ALL": "C", "LANG": "es_ES"]) == .english)
    }

    @Test("--help says how the language is chosen, in English and in Spanish")
    func help() throws {
        // Paragraphs are wrapped to the width: read as one line.
        func unwrapped(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let (english, englishStatus) = try run(["--help"])
        #expect(englishStatus == 0)
        #expect(english.contains("--lang <lang>"))
        #expect(unwrapped(english).contains("the first of LC_ALL, LC_MESSAGES and LANG that is set"))
        #expect(english.contains("OPTIONS:"))
        let (spanish, spanishStatus) = try run(["--lang", "es", "--help"])
        #expect(spanishStatus == 0)
        #expect(unwrapped(spanish).contains("la primera de LC_ALL, LC_MESSAGES y LANG que esté definida"))
        for heading in ["DESCRIPCIÓN:", "USO:", "OPCIONES:", "SUBCOMANDOS:", "Muestra esta ayuda."] {
            #expect(spanish.contains(heading), "\(heading)")
        }
        for english in ["OVERVIEW", "OPTIONS", "Show help information", "default:", "The architecture"] {
            #expect(!spanish.contains(english), "\(english)")
        }
    }

    @Test("the locale chooses when --lang does not: LC_ALL, then LC_MESSAGES, then LANG")
    func locale() throws {
        #expect(try run(["--help"], locale: ["LANG": "es_ES.UTF-8"]).0.contains("DESCRIPCIÓN:"))
        #expect(try run(["--help"], locale: ["LC_MESSAGES": "es_MX"]).0.contains("DESCRIPCIÓN:"))
        #expect(try run(["--help"], locale: ["LC_ALL": "C.UTF-8", "LANG": "es_ES.UTF-8"]).0.contains("OVERVIEW:"))
        #expect(try run(["--help", "--lang", "en"], locale: ["LANG": "es_ES.UTF-8"]).0.contains("OVERVIEW:"))
    }

    @Test("a wrong command line is refused in the chosen language, with the usage and status 64")
    func wrongLine() throws {
        let (bogus, status) = try run(["--lang", "es", "--bogus"])
        #expect(status == 64)
        #expect(bogus.hasPrefix("Error: Opción desconocida '--bogus'\nUso: pokedesk"))
        #expect(bogus.contains("Consulta 'pokedesk --help' para más información."))
        let (arch, _) = try run(["--arch", "mvx"], locale: ["LANG": "es_ES.UTF-8"])
        #expect(arch.contains("El valor 'mvx' no es válido para '--arch <arch>'"))
        let (lang, langStatus) = try run(["--lang", "fr"])
        #expect(langStatus == 64)
        #expect(lang.contains("'fr'") && lang.contains("--lang"))
        let (both, _) = try run(["--lang", "es", "--in-memory", "--store", "x"])
        #expect(both.contains("--store y --in-memory no se pueden usar a la vez"))
    }

    @Test("ArgumentParser's words are left alone in English and replaced in Spanish")
    func parserWords() {
        let text = "Error: Unknown option '--x'\nUsage: pokedesk\n  See 'pokedesk --help' for more information."
        #expect(Language.$current.withValue(.english) { ArgumentParserWords.translated(text) } == text)
        #expect(
            Language.$current.withValue(.spanish) { ArgumentParserWords.translated(text) }
                == "Error: Opción desconocida '--x'\nUso: pokedesk\n  Consulta 'pokedesk --help' para más información."
        )
    }

    @Test("compare takes --lang after its name too, and reports in that language")
    func compare() throws {
        let directory = try ScratchDirectory()
        let script = directory.path + "/s.txt"
        try "add Pika 25\nlist\n".write(toFile: script, atomically: true, encoding: .utf8)
        let (output, status) = try run(["compare", "--lang", "es", script])
        #expect(status == 0)
        #expect(output == "mvc, mvp, mvvm, viper, tea coinciden en \(script): 7 líneas, estado de salida 0\n")
        let (missing, missingStatus) = try run(["compare", "--lang", "es", directory.path + "/none.txt"])
        #expect(missingStatus == 1)
        #expect(missing == "error: no se puede leer \(directory.path)/none.txt: no existe el archivo\n")
    }
}
