// MARK: - A value drawn as it changes

/// State a view must draw the moment it changes, even in the middle of an intent: the progress
/// of an import. The view binds a listener once; every new value is handed to it at once, on
/// the thread that set it (a "box" binding, MVVM's oldest kind).
///
/// The rest of a view model's state is `@Observable`, read by the view after an intent returns.
/// That cannot serve here: Observation tells of a change before it is made, once, and a view
/// that waits for a long intent to return has no later moment to look at the new value.
final class LiveValue<Value> {
    private var listener: ((Value) -> Void)?

    /// The current value; setting it hands it to the listener.
    var value: Value {
        didSet { listener?(value) }
    }

    init(_ value: Value) {
        self.value = value
    }

    /// Draws with `listener` from now on: the current value at once, then each new one.
    func bind(_ listener: @escaping (Value) -> Void) {
        self.listener = listener
        listener(value)
    }
}
