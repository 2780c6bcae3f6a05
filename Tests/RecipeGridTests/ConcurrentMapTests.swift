import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

@Suite struct ConcurrentMapTests {
    @Test(arguments: [0, 1, 63, 64, 129, 10_007])
    func mapsEveryElementInOrder(count: Int) {
        let numbers = Array(0..<count)
        #expect(numbers.concurrentMap { $0 * 2 } == numbers.map { $0 * 2 })
    }
}
