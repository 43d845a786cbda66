import Testing

@testable import ManagedGraph

// MARK: - Arguments, objects, variables, validation of built trees, injection

@Suite("Predicate format: arguments and variables")
struct PredicateFormatArgumentTests {
    private let model = PredicateFormatFixture.model
    private let pokemon = PredicateFormatFixture.pokemon

    @Test("variadic literals read as with NSPredicate")
    func variadicLiterals() throws {
        let predicate = try ObjectPredicate(format: "name == %@ AND level > %d AND race.weight < %f", "Pika", 5, 7.5)
        #expect(
            predicate
                == .and([
                    Tree.compare(Tree.key("name"), .equal, Tree.text("Pika")),
                    Tree.compare(Tree.key("level"), .greater, Tree.int(5)),
                    Tree.compare(Tree.key("race.weight"), .less, Tree.real(7.5)),
                ])
        )
        let name = "Char"
        let level = 3
        #expect(
            try ObjectPredicate(format: "name == %@ OR level == %d", .string(name), .integer(level))
                == .or([
                    Tree.compare(Tree.key("name"), .equal, Tree.text("Char")),
                    Tree.compare(Tree.key("level"), .equal, Tree.int(3)),
                ])
        )
    }

    @Test("objects compare by identity, print as OBJECT(…) and read back")
    func objectArguments() throws {
        let context = try PredicateFormatFixture.makeContext()
        let pikachu = try #require(
            try context.fetch(FetchRequest(entityName: "Race", predicate: try ObjectPredicate(format: "code == 25")))
                .first
        )
        let predicate = try ObjectPredicate(
            format: "race == %@",
            arguments: [.object(pikachu.objectID)],
            entity: pokemon,
            model: model
        )
        #expect(predicate.predicateFormat == #"race == OBJECT("Race", \#(pikachu.objectID.primaryKey))"#)
        #expect(try ObjectPredicate(format: predicate.predicateFormat) == predicate)
        let (sql, memory) = try PredicateFormatFixture.names(predicate, entityName: "Pokemon", in: context)
        #expect(sql == ["Pika", "pikachu"])
        #expect(memory == sql)

        let races = try context.fetchObjectIDs(
            FetchRequest(entityName: "Race", predicate: try ObjectPredicate(format: "code < 5"))
        )
        let members = try ObjectPredicate(
            format: "SELF IN %@",
            arguments: [.list(races.map(PredicateArgument.object))],
            entity: PredicateFormatFixture.race,
            model: model
        )
        let result = try PredicateFormatFixture.names(members, entityName: "Race", in: context)
        #expect(result.sql == ["Bulbasaur", "Charmander"])
        #expect(result.memory == result.sql)
    }

    @Test("variables are substituted, including key paths and lists")
    func substitution() throws {
        let context = try PredicateFormatFixture.makeContext()
        let template = try ObjectPredicate(format: "$KEY BEGINSWITH[c] $PREFIX AND level BETWEEN {$low, $high}")
        #expect(template.variableNames == ["KEY", "PREFIX", "low", "high"])
        let predicate = try template.substituting([
            "KEY": .keyPath("name"), "PREFIX": "p", "low": 5, "high": 12, "unused": "ignored",
        ])
        #expect(predicate.variableNames.isEmpty)
        #expect(predicate.predicateFormat == #"name BEGINSWITH[c] "p" AND level BETWEEN {5, 12}"#)
        let (sql, memory) = try PredicateFormatFixture.names(
            try predicate.validated(for: pokemon, in: model),
            entityName: "Pokemon",
            in: context
        )
        #expect(sql == ["Pika"])
        #expect(memory == sql)

        let list = try ObjectPredicate(format: "level IN $LEVELS").substituting(["LEVELS": [5, 7]])
        #expect(list == Tree.compare(Tree.key("level"), .in, .aggregate([Tree.int(5), Tree.int(7)])))
    }

    @Test("a SUBQUERY's variable is its own: substitution leaves it, and fills the others inside and around it")
    func subqueryVariables() throws {
        let context = try PredicateFormatFixture.makeContext()
        let template = try ObjectPredicate(
            format: "SUBQUERY(race.types, $t, $t.name IN $NAMES AND $t.races.@count > $p).@count >= $MIN"
        )
        #expect(template.variableNames == ["NAMES", "p", "MIN"])
        // `$t` is bound inside the subquery: a value given for it changes nothing there.
        let predicate = try template.substituting(["NAMES": ["Fire", "Fairy"], "p": 1, "MIN": 1, "t": "ignored"])
        #expect(predicate.variableNames.isEmpty)
        #expect(
            predicate.predicateFormat
                == #"SUBQUERY(race.types, $t, $t.name IN {"Fire", "Fairy"} AND $t.races.@count > 1).@count >= 1"#
        )
        let (sql, memory) = try PredicateFormatFixture.names(
            try predicate.validated(for: pokemon, in: model),
            entityName: "Pokemon",
            in: context
        )
        #expect(sql == ["Char", "Charmy", "Flabébé", "Zoë"])
        #expect(memory == sql)
    }

    @Test("a missing variable is a clear error")
    func missingVariable() throws {
        let template = try ObjectPredicate(format: "level BETWEEN {$low, $high}")
        let high = #expect(throws: PredicateError.self) { _ = try template.substituting(["low": 1, "other": 2]) }
        #expect(high?.message == "no value for $high; the variables given are $low, $other")
        #expect(high?.column == nil)
        let low = #expect(throws: PredicateError.self) { _ = try template.substituting([:]) }
        #expect(low?.message == "no value for $low; no variables were given")
    }

    @Test("a key path given to a variable is checked like %K")
    func variableKeyPathIsChecked() throws {
        let error = #expect(throws: PredicateError.self) {
            _ = try ObjectPredicate(format: "$low == 1").substituting(["low": .keyPath("bad key")])
        }
        #expect(
            error?.message
                == #"$low was given "bad key", which is not a key path (names of letters, digits and _ joined by dots, e.g. owner.name)"#
        )
    }

    @Test("a tree built in Swift is checked without columns")
    func validatedBuiltTree() throws {
        let tree = Tree.compare(Tree.key("nam"), .equal, Tree.text("x"))
        let error = #expect(throws: PredicateError.self) { _ = try tree.validated(for: pokemon, in: model) }
        #expect(error?.message == #"Pokemon has no key "nam"; did you mean "name"?"#)
        let good = Tree.compare(Tree.key("race.types.name"), .equal, Tree.text("Fire"), .any)
        #expect(try good.validated(for: pokemon, in: model) == good)
    }
}

@Suite("Predicate format: injection")
struct PredicateFormatInjectionTests {
    private func pokemonCount(_ context: ObjectContext) throws -> Int {
        try context.count(for: FetchRequest(entityName: "Pokemon"))
    }

    @Test("SQL in a value is only a value")
    func valueInjection() throws {
        let context = try PredicateFormatFixture.makeContext()
        for predicate in [
            try ObjectPredicate(format: #"name == "x\"; DROP TABLE Pokemon; --""#),
            try ObjectPredicate(format: "name == %@", "x'; DROP TABLE Pokemon; --"),
            try ObjectPredicate(format: "name == %@ OR 1 == 1", "x\" OR \"1\" = \"1"),
        ] {
            let (sql, memory) = try PredicateFormatFixture.names(predicate, entityName: "Pokemon", in: context)
            #expect(memory == sql)
            #expect(sql.isEmpty || sql.count == 9)
            #expect(try ObjectPredicate(format: predicate.predicateFormat) == predicate)
        }
        #expect(try pokemonCount(context) == 9)
    }

    @Test("SQL in a key path is refused as a key")
    func keyPathInjection() throws {
        let context = try PredicateFormatFixture.makeContext()
        let hostile = #"name" = 1 OR 1=1 --"#
        let expected =
            #"column 1: %K was given "name\" = 1 OR 1=1 --", which is not a key path (names of letters, digits and _ "#
            + "joined by dots, e.g. owner.name)"
        let fromString = #expect(throws: PredicateError.self) {
            _ = try ObjectPredicate(format: "%K == 1", .string(hostile))
        }
        #expect(fromString?.message == expected)
        let fromKeyPath = #expect(throws: PredicateError.self) {
            _ = try ObjectPredicate(
                format: "%K == 1",
                arguments: [.keyPath(hostile)],
                entity: PredicateFormatFixture.pokemon,
                model: PredicateFormatFixture.model
            )
        }
        #expect(fromKeyPath?.message == expected)
        // Built by hand, past the parser: the model refuses the key before any SQL is written.
        let built = Tree.compare(.keyPath(ModelKeyPath([hostile])), .equal, Tree.int(1))
        let refused = #expect(throws: PredicateError.self) {
            _ = try built.validated(for: PredicateFormatFixture.pokemon, in: PredicateFormatFixture.model)
        }
        #expect(refused?.message == #"Pokemon has no key "name\" = 1 OR 1=1 --""#)
        #expect(throws: ContextError.self) {
            _ = try context.fetch(FetchRequest(entityName: "Pokemon", predicate: built))
        }
        #expect(try pokemonCount(context) == 9)
    }
}
