import Localization
import Testing

// MARK: - Choosing the language

@Suite("Language: --lang, then the locale")
struct LanguageChoiceTests {
    @Test("--lang takes en or es, in any case, and nothing else")
    func flag() {
        #expect(Language(flag: "es") == .spanish)
        #expect(Language(flag: "EN") == .english)
        #expect(Language(flag: "fr") == nil)
        #expect(Language(flag: "es_ES") == nil)
        #expect(Language(flag: "") == nil)
    }

    @Test(
        "a locale whose language is es is Spanish; any other, or none, English",
        arguments: [
            ("es", Language.spanish), ("es_ES.UTF-8", .spanish), ("es_MX", .spanish), ("es-419", .spanish),
            ("ES_es", .spanish), ("es_ES@euro", .spanish), ("en_US.UTF-8", .english), ("C", .english),
            ("POSIX", .english), ("C.UTF-8", .english), ("est_EE", .english), ("pt_BR", .english),
        ]
    )
    func locale(value: String, language: Language) {
        #expect(Language.ofLocale(["LANG": value]) == language)
        #expect(Language.ofLocale(["LC_MESSAGES": value]) == language)
        #expect(Language.ofLocale(["LC_ALL": value]) == language)
    }

    @Test("LC_ALL comes before LC_MESSAGES, which comes before LANG; an empty one does not count")
    func order() {
        #expect(Language.ofLocale([:]) == .english)
        #expect(Language.ofLocale(["LC_ALL": "en_GB.UTF-8", "LC_MESSAGES": "es_ES", "LANG": "es_ES"]) == .english)
        #expect(Language.ofLocale(["LC_ALL": "es_ES.UTF-8", "LANG": "en_US"]) == .spanish)
        #expect(Language.ofLocale(["LC_MESSAGES": "es", "LANG": "en_US"]) == .spanish)
        #expect(Language.ofLocale(["LC_MESSAGES": "C", "LANG": "es_ES"]) == .english)
        #expect(Language.ofLocale(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "es_AR"]) == .spanish)
        // Other categories say nothing about messages.
        #expect(Language.ofLocale(["LC_CTYPE": "es_ES.UTF-8", "LANG": "C"]) == .english)
    }

    @Test("the flag wins over the locale")
    func flagFirst() {
        #expect(Language.chosen(flag: .english, environment: ["LANG": "es_ES.UTF-8"]) == .english)
        #expect(Language.chosen(flag: .spanish, environment: ["LANG": "en_US.UTF-8"]) == .spanish)
        #expect(Language.chosen(flag: nil, environment: ["LC_ALL": "es_MX"]) == .spanish)
    }

    @Test("the current language is English unless bound, and each task sees its own binding")
    func current() async {
        #expect(Language.current == .english)
        Language.$current.withValue(.spanish) { #expect(Language.current == .spanish) }
        #expect(Language.current == .english)
        await withTaskGroup(of: Bool.self) { group in
            for language in Array(repeating: Language.allCases, count: 20).joined() {
                group.addTask {
                    await Language.$current.withValue(language) {
                        await Task.yield()
                        return Language.current == language
                    }
                }
            }
            for await sawItsOwn in group { #expect(sawItsOwn) }
        }
    }

    @Test("one and other: 1 is singular in both languages, 0 and the rest plural")
    func pluralForms() {
        for language in Language.allCases {
            #expect(language.pluralForm(of: 1) == .one)
            #expect(language.pluralForm(of: 0) == .other)
            #expect(language.pluralForm(of: 2) == .other)
            #expect(language.pluralForm(of: 21) == .other)
            #expect(language.pluralForm(of: -1) == .other)
        }
    }
}
