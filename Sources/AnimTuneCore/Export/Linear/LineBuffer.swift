/// Lines (`LineFan.Line`) in raw memory that grows and is kept: `LineHull`'s buffers, which
/// take every vertex of every sweep at a block's end, where array bookkeeping would cost more
/// than the geometry. It owns that memory (not copyable, freed when it goes).
struct LineBuffer: ~Copyable {
    /// Lines in use; set directly after writing through `base` (within `reserveCapacity`).
    var count = 0
    private var capacity: Int
    private(set) var base: UnsafeMutablePointer<LineFan.Line>

    init(capacity: Int = 64) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    subscript(index: Int) -> LineFan.Line { base[index] }

    @inline(__always)
    mutating func append(_ line: LineFan.Line) {
        if count == capacity { grow() }
        base[count] = line
        count += 1
    }

    mutating func removeAll() { count = 0 }

    mutating func reserveCapacity(_ minimum: Int) {
        while capacity < minimum { grow() }
    }

    private mutating func grow() {
        let new = UnsafeMutablePointer<LineFan.Line>.allocate(capacity: 2 * capacity)
        new.moveInitialize(from: base, count: count)
        base.deallocate()
        base = new
        capacity *= 2
    }
}
