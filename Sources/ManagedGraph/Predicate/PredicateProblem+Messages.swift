// MARK: - Every message a predicate can be refused with

extension PredicateProblem {
    /// The engine's messages, each with its English template: `%1$@`, `%2$@`… stand for the
    /// problem's arguments in order, `%%` for a percent sign. The raw value names a message for
    /// good: an app keys its own words by it (`predicate.expectedAfter`), and checks that it has
    /// words for every case.
    ///
    /// Some are whole refusals; the others are the parts they are made of — what was expected
    /// (`a value`), a hint (`did you mean code?`), the kind of a value (`a number`).
    public enum Message: String, Hashable, Sendable, CaseIterable {
        // MARK: What was expected (parts)

        case aPredicate
        case aKeyPath
        case aToManyKeyPath
        case aValue
        case aKey
        case anOperator
        case andOrOr
        case andOrOrOrClose
        case closeParenthesis
        case comma
        case closeBracket
        case commaOrCloseBrace
        case aNumberOrAString
        case aTypeName
        case aVariable
        case aVariableName
        case caseOrDiacriticOptions
        case anEntityName
        case anIntegerKey
        case inForm

        // MARK: Reading the text

        case expected
        case expectedAfter
        case unmatchedCloseParenthesis
        case unmatchedCloseBrace
        case unclosedParenthesis
        case unclosedBrace
        case unclosedOptions
        case unknownOperator
        case unknownOption
        case secondCollectionOperator
        case tooLargeForNumber
        case notA64BitInteger
        case nestsTooDeep
        case tooLong
        case tooManyMarks
        case unexpectedCharacter
        case unexpectedCurlyQuote
        case unexpectedSingle
        case expectedCollectionOperator
        case unknownCollectionOperator
        case unknownPlaceholder
        case malformedNumber
        case malformedRadixNoDigits
        case malformedRadixDigit
        case hexadecimal
        case octal
        case binary
        case aHexadecimalDigit
        case anOctalDigit
        case aBinaryDigit
        case unknownEscape
        case malformedUnicodeEscape
        case notAUnicodeScalar
        case halfSurrogatePair
        case unterminatedString
        case subqueryNeedsCollection
        case onlyCollectionOperatorAfterSubquery
        case castUnsupported
        case castValue
        case castDate
        case castDecimal
        case castUUID
        case castData
        case castJSON

        // MARK: Hints (parts)

        case didYouMean
        case useEqualOrNotEqual
        case useOperators
        case useCollectionOperators

        // MARK: Placeholders and variables

        case placeholdersOne
        case placeholdersOther
        case argumentsOne
        case argumentsOther
        case itemsOne
        case itemsOther
        case moreArgumentsThanPlaceholders
        case placeholderWithoutArgument
        case takesValueNotKeyPath
        case takesKeyPath
        case takesIntegerNotDecimal
        case takesInteger
        case takesNumber
        case notAKeyPathText
        case theKeyPath
        case theObject
        case aList
        case noValueForVariable
        case variablesGiven
        case noVariablesGiven
        case variableWithoutValue
        case notASubqueryVariable
        case notTheEnclosingVariable

        // MARK: The kinds of values (parts)

        case text
        case aNumber
        case aBoolean
        case aDate
        case aUUID
        case binaryData
        case aDecimalNumber
        case aTransformableValue
        case unknown
        case anObject
        case anEntity
        case anEntityObject
        case aConstant
        case bytesOne
        case bytesOther
        case leftSide
        case rightSide

        // MARK: Checking against the model

        case noKey
        case noKeyDidYouMean
        case noKeySubEntity
        case keyAt
        case noEntity
        case attributeHasNoKeys
        case collectionNeedsToMany
        case collectionCrossesOneToMany
        case countTakesNoKey
        case collectionNeedsKey
        case collectionNeedsNumbers
        case collectionNeedsAttribute
        case listOnlyOnTheRight
        case arithmeticNeedsNumbers
        case arithmeticNeedsOneNumber
        case needsTextOnTheLeft
        case needsTextOnTheRight
        case notARegularExpression
        case relationshipComparison
        case transformableComparison
        case typeMismatch
        case cannotCompareValue
        case notFinite
        case notANumber
        case decimalOverflow
        case notADateText
        case betweenNeedsTwo
        case inNeedsList
        case betweenNeedsPair
        case inNeedsListOrToMany
        case crossesToManyQuantify
        case quantifierNeedsToMany
        case toManyOnlyOnTheLeft
        case subqueryNeedsToMany
        case subqueryNeedsToManyNotOne
        case subqueryVariableTaken
        case subqueryIsCollection
        case subqueryCrossesOne
        case subqueryOperatorNeedsKey
        case subqueryOperatorNeedsAttribute
        case subqueryOperatorOneValue
        case subqueryOperatorNeedsNumbers

        // MARK: The store, fetches and the model

        case crossesToManyHere
        case notToMany
        case cannotSortToMany
        case fetchCrossesToMany
        case tooComplex
        case storeCannotRun
        case transient
        case cannotSortTransformable
        case noRelationshipToPrefetch
        case noLongerInAContext
        case nowIsAMoment
        case derivationGoesTooFar
        case derivationEnd
        case derivedItself
        case derivationNeedsText
        case notAValue
        case derivationYields

        /// The English template.
        public var english: String {
            switch self {
            case .aPredicate: return "a predicate"
            case .aKeyPath: return "a key path"
            case .aToManyKeyPath: return "a to-many key path"
            case .aValue: return "a value"
            case .aKey: return "a key"
            case .anOperator: return "an operator"
            case .andOrOr: return "AND or OR"
            case .andOrOrOrClose: return "AND, OR or ')'"
            case .closeParenthesis: return "')'"
            case .comma: return "','"
            case .closeBracket: return "']'"
            case .commaOrCloseBrace: return "',' or '}'"
            case .aNumberOrAString: return "a number or a string"
            case .aTypeName: return "a type name"
            case .aVariable: return "a variable such as $x"
            case .aVariableName: return "a variable name"
            case .caseOrDiacriticOptions: return "c, d or cd"
            case .anEntityName: return "an entity name"
            case .anIntegerKey: return "an integer key"
            case .inForm: return "%1$@ in %2$@"

            case .expected: return "expected %1$@"
            case .expectedAfter: return "expected %1$@ after %2$@"
            case .unmatchedCloseParenthesis: return "unbalanced parenthesis: this ')' has no matching '('"
            case .unmatchedCloseBrace: return "unbalanced brace: this '}' has no matching '{'"
            case .unclosedParenthesis: return "unbalanced parenthesis: this '(' is never closed"
            case .unclosedBrace: return "unbalanced brace: this '{' is never closed"
            case .unclosedOptions: return "unterminated options: this '[' is never closed"
            case .unknownOperator: return "unknown operator %1$@; %2$@"
            case .unknownOption: return "unknown option '%1$@'; use [c], [d] or [cd]"
            case .secondCollectionOperator:
                return "a key path takes one collection operator; this '%1$@' is a second one"
            case .tooLargeForNumber: return "%1$@ is too large for a number"
            case .notA64BitInteger:
                return "%1$@ does not fit in a 64-bit integer; write a decimal (e.g. 1.5e30) for an approximate value"
            case .nestsTooDeep: return "the predicate nests deeper than %1$@ levels"
            case .tooLong: return "the predicate is too long: %1$@ characters (at most %2$@)"
            case .tooManyMarks: return "this character carries more than %1$@ combining marks (accents and the like)"
            case .unexpectedCharacter: return "unexpected character %1$@"
            case .unexpectedCurlyQuote: return "unexpected character %1$@; quote strings with straight quotes \" or '"
            case .unexpectedSingle: return "unexpected character '%1$@'; did you mean %1$@%1$@?"
            case .expectedCollectionOperator: return "expected a collection operator after '@'; %1$@"
            case .unknownCollectionOperator: return "unknown collection operator '@%1$@'; %2$@"
            case .unknownPlaceholder: return "unknown placeholder '%1$@'; use %%@, %%K, %%d, %%i or %%f"
            case .malformedNumber: return "malformed number '%1$@'"
            case .malformedRadixNoDigits: return "malformed number '%1$@': expected %2$@ digits after %3$@"
            case .malformedRadixDigit: return "malformed number '%1$@': %2$@ is not %3$@"
            case .hexadecimal: return "hexadecimal"
            case .octal: return "octal"
            case .binary: return "binary"
            case .aHexadecimalDigit: return "a hexadecimal digit"
            case .anOctalDigit: return "an octal digit"
            case .aBinaryDigit: return "a binary digit"
            case .unknownEscape: return "unknown escape %1$@; write '\\\\' for a backslash"
            case .malformedUnicodeEscape: return "malformed \\u escape; write \\u{E9} or \\u00E9"
            case .notAUnicodeScalar: return "\\u{%1$@} is not a Unicode scalar value"
            case .halfSurrogatePair: return "\\u%1$@ is half of a surrogate pair; write the character as \\u{…}"
            case .unterminatedString: return "unterminated string: this quote is never closed"
            case .subqueryNeedsCollection:
                return "SUBQUERY needs a to-many key path first, as in SUBQUERY(items, $x, $x.price > 5)"
            case .onlyCollectionOperatorAfterSubquery:
                return "only a collection operator can follow SUBQUERY(…): @count, @sum, @min, @max or @avg"
            case .castUnsupported: return "CAST to %1$@ is not supported; use %2$@"
            case .castValue: return "%1$@ is not %2$@ (%3$@)"
            case .castDate: return "seconds since 1 January 2001, or ISO 8601 text such as \"2024-05-01T10:00:00Z\""
            case .castDecimal: return "digits, with an optional sign, point and exponent"
            case .castUUID: return "text such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""
            case .castData: return "Base64 text"
            case .castJSON: return "JSON text"

            case .didYouMean: return "did you mean %1$@?"
            case .useEqualOrNotEqual: return "use == or !="
            case .useOperators: return "use %1$@ or %2$@"
            case .useCollectionOperators: return "use @count, @sum, @min, @max or @avg"

            case .placeholdersOne: return "%1$@ placeholder"
            case .placeholdersOther: return "%1$@ placeholders"
            case .argumentsOne: return "%1$@ argument"
            case .argumentsOther: return "%1$@ arguments"
            case .itemsOne: return "%1$@ item"
            case .itemsOther: return "%1$@ items"
            case .moreArgumentsThanPlaceholders: return "the format has %1$@ but was given %2$@"
            case .placeholderWithoutArgument: return "%1$@ has no argument (%2$@, %3$@)"
            case .takesValueNotKeyPath: return "%1$@ takes a value, not %2$@; use %%K for key paths"
            case .takesKeyPath: return "%1$@ takes a key path; it was given %2$@"
            case .takesIntegerNotDecimal: return "%1$@ takes an integer; it was given %2$@ (use %%f)"
            case .takesInteger: return "%1$@ takes an integer; it was given %2$@"
            case .takesNumber: return "%1$@ takes a number; it was given %2$@"
            case .notAKeyPathText:
                return
                    "%1$@ was given %2$@, which is not a key path (names of letters, digits and _ joined by dots, e.g. owner.name)"
            case .theKeyPath: return "the key path %1$@"
            case .theObject: return "the object %1$@"
            case .aList: return "a list of %1$@"
            case .noValueForVariable: return "no value for $%1$@; %2$@"
            case .variablesGiven: return "the variables given are %1$@"
            case .noVariablesGiven: return "no variables were given"
            case .variableWithoutValue: return "$%1$@ has no value; substitute the variables before using the predicate"
            case .notASubqueryVariable:
                return "$%1$@ is not a SUBQUERY's variable; a key path can start with one only inside its SUBQUERY"
            case .notTheEnclosingVariable:
                return "$%1$@ is not the variable of an enclosing SUBQUERY; this one's is $%2$@"

            case .text: return "text"
            case .aNumber: return "a number"
            case .aBoolean: return "a boolean"
            case .aDate: return "a date"
            case .aUUID: return "a UUID"
            case .binaryData: return "binary data"
            case .aDecimalNumber: return "a decimal number"
            case .aTransformableValue: return "a transformable value"
            case .unknown: return "unknown"
            case .anObject: return "an object"
            case .anEntity: return "a %1$@"
            case .anEntityObject: return "a %1$@ object"
            case .aConstant: return "a constant"
            case .bytesOne: return "%1$@ byte"
            case .bytesOther: return "%1$@ bytes"
            case .leftSide: return "left side"
            case .rightSide: return "right side"

            case .noKey: return "%1$@ has no key %2$@"
            case .noKeyDidYouMean: return "%1$@ has no key %2$@; did you mean %3$@?"
            case .noKeySubEntity: return "%1$@ has no key %2$@; only its sub-entity %3$@ has it (fetch %3$@ to use it)"
            case .keyAt: return "%1$@ (at %2$@)"
            case .noEntity: return "the model has no entity %1$@"
            case .attributeHasNoKeys: return "%1$@ is an attribute; it has no keys after it"
            case .collectionNeedsToMany: return "%1$@ needs a to-many relationship; %2$@ is not one"
            case .collectionCrossesOneToMany: return "%1$@ can cross only one to-many relationship (%2$@)"
            case .countTakesNoKey: return "@count takes no key after it (%1$@)"
            case .collectionNeedsKey: return "%1$@ needs a key after it, e.g. %2$@"
            case .collectionNeedsNumbers: return "%1$@ needs numbers; %2$@ is %3$@"
            case .collectionNeedsAttribute: return "%1$@ needs an attribute at the end of %2$@"
            case .listOnlyOnTheRight: return "a list {…} can only be on the right of IN or BETWEEN (%1$@)"
            case .arithmeticNeedsNumbers: return "%1$@ is %2$@; %3$@ needs numbers"
            case .arithmeticNeedsOneNumber:
                return
                    "%1$@ crosses a to-many relationship; %2$@ needs one number, such as @sum, @min, @max, @avg or @count of it"
            case .needsTextOnTheLeft: return "%1$@ is %2$@; %3$@ needs text"
            case .needsTextOnTheRight: return "%1$@ needs text on its right; %2$@ is %3$@"
            case .notARegularExpression: return "%1$@ is not a valid regular expression"
            case .relationshipComparison:
                return "%1$@ is a relationship to %2$@; it can only be compared with ==, != or IN"
            case .transformableComparison:
                return
                    "%1$@ is a transformable value, which has no order; it can only be compared with ==, != or IN (by its encoding)"
            case .typeMismatch: return "%1$@ is %2$@; %3$@ is %4$@"
            case .cannotCompareValue: return "%1$@ cannot be compared: an attribute %2$@"
            case .notFinite: return "cannot hold a date that is not finite"
            case .notANumber: return "cannot hold NaN, which is not a decimal number"
            case .decimalOverflow: return "%1$@ is a decimal number; %2$@ is beyond what one can hold"
            case .notADateText:
                return
                    "%1$@ is a date; %2$@ is not one (ISO 8601 text such as \"2024-05-01\" or \"2024-05-01T10:00:00Z\")"
            case .betweenNeedsTwo: return "BETWEEN needs exactly two values, {low, high}; it has %1$@"
            case .inNeedsList: return "IN needs a list {…} or a to-many key path on its right; %1$@ is not one"
            case .betweenNeedsPair: return "BETWEEN needs {low, high} on its right"
            case .inNeedsListOrToMany: return "IN needs a list {…} or a to-many key path on its right"
            case .crossesToManyQuantify:
                return "%1$@ crosses the to-many relationship \"%2$@\"; put ANY, ALL or NONE before it, or use @count"
            case .quantifierNeedsToMany: return "%1$@ needs a key path across a to-many relationship; %2$@ is not one"
            case .toManyOnlyOnTheLeft:
                return "%1$@ crosses a to-many relationship; it can only be on the left, after ANY, ALL or NONE"
            case .subqueryNeedsToMany: return "SUBQUERY needs a to-many relationship to filter"
            case .subqueryNeedsToManyNotOne: return "SUBQUERY needs a to-many relationship to filter; %1$@ is not one"
            case .subqueryVariableTaken:
                return "$%1$@ is already the variable of an enclosing SUBQUERY; give this one another name"
            case .subqueryIsCollection: return "%1$@ is a collection of %2$@, not a value; follow it with .@count"
            case .subqueryCrossesOne:
                return
                    "SUBQUERY filters one to-many relationship; %1$@ crosses more than one (nest a SUBQUERY for the next)"
            case .subqueryOperatorNeedsKey: return "%1$@ needs a key of %2$@ after it, e.g. %3$@"
            case .subqueryOperatorNeedsAttribute: return "%1$@ needs an attribute at the end of %2$@"
            case .subqueryOperatorOneValue:
                return "%1$@ reads one value per member; %2$@ crosses a to-many relationship"
            case .subqueryOperatorNeedsNumbers: return "%1$@ needs numbers; %2$@ is %3$@"

            case .crossesToManyHere:
                return "a key path crosses the to-many relationship \"%1$@\" here; use ANY, ALL, NONE or @count"
            case .notToMany: return "%1$@ is not a to-many relationship"
            case .cannotSortToMany: return "%1$@ crosses a to-many relationship; it cannot be sorted or fetched by"
            case .fetchCrossesToMany: return "%1$@ crosses a to-many relationship"
            case .tooComplex:
                return
                    "the predicate is too complex for the store (SQLite: %1$@); nest fewer NOTs, parenthesized groups or to-many key paths"
            case .storeCannotRun: return "the store cannot run this predicate (SQLite: %1$@)"
            case .transient:
                return
                    "%1$@ is transient: the store does not keep it, so a fetch cannot filter or sort by it; filter the fetched objects in memory instead"
            case .cannotSortTransformable:
                return "cannot sort by %1$@: a transformable value has no order (compare it with == or IN)"
            case .noRelationshipToPrefetch: return "%1$@ has no relationship %2$@ to prefetch"
            case .noLongerInAContext: return "%1$@ is no longer in a context"
            case .nowIsAMoment: return "now() is a moment, kept as a date or a double; the attribute is %1$@"
            case .derivationGoesTooFar:
                return
                    "%1$@ goes too far: a derivation reads the object's attribute, one to-one relationship's attribute, or an aggregate over one to-many relationship"
            case .derivationEnd: return "%1$@ does not end at an attribute or with @count"
            case .derivedItself: return "%1$@ is derived itself; derive from the attributes it is derived from"
            case .derivationNeedsText: return "%1$@ needs text; %2$@ is %3$@"
            case .notAValue: return "%1$@ is not a value"
            case .derivationYields: return "it yields %1$@, but the attribute is %2$@"
            }
        }
    }
}
