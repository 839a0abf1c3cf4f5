#if canImport(Glibc)
import Glibc
/// `read(2)` and `write(2)`, named so they are not shadowed by methods called read/write.
let systemRead = Glibc.read
let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
let systemRead = Darwin.read
let systemWrite = Darwin.write
#endif
