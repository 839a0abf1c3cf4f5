import SafeIO
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("SafeFileWriter: atomic writes through a private folder") struct SafeFileWriterTests {
    @Test("new file respects the umask and leaves no temporary folder") func newFileRespectsTheUmaskAndLeavesNoTemporaryFolder() throws {
        let scratch = try ScratchFolder()
        let old = umask(0o077)
        defer { umask(old) }
        try SafeFileWriter.write("hello\n", to: scratch.file("new.txt"))
        #expect(scratch.read("new.txt") == "hello\n")
        #expect(scratch.mode("new.txt") == 0o600)
        #expect(scratch.names() == ["new.txt"])
    }

    @Test("replaced file keeps its mode") func replacedFileKeepsItsMode() throws {
        let scratch = try ScratchFolder()
        scratch.write("secret", to: "token.json", mode: 0o600)
        try SafeFileWriter.write("new", to: scratch.file("token.json"))
        #expect(scratch.read("token.json") == "new")
        #expect(scratch.mode("token.json") == 0o600)
    }

    @Test("a symlink the user named is written through, not replaced") func symlinkTheUserNamedIsWrittenThroughNotReplaced() throws {
        let scratch = try ScratchFolder()
        scratch.write("old", to: "real.json")
        symlink("real.json", scratch.file("link.json"))
        try SafeFileWriter.write("new", to: scratch.file("link.json"))
        #expect(scratch.isLink("link.json"))
        #expect(scratch.read("real.json") == "new")
    }

    @Test("symlink is refused when links may not be followed") func symlinkIsRefusedWhenLinksMayNotBeFollowed() throws {
        let scratch = try ScratchFolder()
        scratch.write("victim", to: "victim.txt")
        symlink(scratch.file("victim.txt"), scratch.file("out.txt"))
        #expect(throws: FileProblem("it is a symbolic link, and links are not followed here")) {
            try SafeFileWriter.write("x", to: scratch.file("out.txt"), followsLink: false)
        }
        #expect(scratch.read("victim.txt") == "victim")
    }

    @Test("FIFO and folder targets are refused without blocking") func fifoAndFolderTargetsAreRefusedWithoutBlocking() throws {
        let scratch = try ScratchFolder()
        mkfifo(scratch.file("pipe"), 0o600)
        mkdir(scratch.file("folder"), 0o700)
        #expect(throws: FileProblem("it is a FIFO, not a regular file; animtune writes only regular files")) {
            try SafeFileWriter.write("x", to: scratch.file("pipe"))
        }
        #expect(throws: FileProblem("it is a folder, not a regular file; animtune writes only regular files")) {
            try SafeFileWriter.write("x", to: scratch.file("folder"))
        }
    }

    @Test("empty text is written as an empty file") func emptyTextIsWrittenAsAnEmptyFile() throws {
        let scratch = try ScratchFolder()
        try SafeFileWriter.write("", to: scratch.file("empty"))
        #expect(scratch.read("empty") == "")
    }

    @Test("missing folder is named as such") func missingFolderIsNamedAsSuch() {
        #expect(throws: FileProblem("the folder it goes in does not exist")) {
            try SafeFileWriter.write("x", to: "/nonexistent/x.png")
        }
    }

    @Test("device target is refused") func deviceTargetIsRefused() {
        #expect(throws: FileProblem("it is a device, not a regular file; animtune writes only regular files")) {
            try SafeFileWriter.write("x", to: "/dev/null")
        }
    }

    @Test("produced file that fails its check leaves the old file") func producedFileThatFailsItsCheckLeavesTheOldFile() throws {
        let scratch = try ScratchFolder()
        scratch.write("old image", to: "plot.svg")
        #expect(throws: FileProblem("the SVG is incomplete")) {
            try SafeFileWriter.produce(at: scratch.file("plot.svg"), verify: { _ in "the SVG is incomplete" },
                                       problem: { $0 }) { (temporary: String) throws(FileProblem) in
                let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
                Descriptor.writeAll(descriptor, "<svg")
                close(descriptor)
            }
        }
        #expect(scratch.read("plot.svg") == "old image")
        #expect(scratch.names() == ["plot.svg"])
    }

    @Test("empty produced file is an error") func emptyProducedFileIsAnError() throws {
        let scratch = try ScratchFolder()
        #expect(throws: FileProblem("it came out empty (is the disk full?)")) {
            try SafeFileWriter.produce(at: scratch.file("plot.png"), verify: { _ in nil },
                                       problem: { $0 }) { (temporary: String) throws(FileProblem) in
                close(open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644))
            }
        }
        #expect(scratch.names().isEmpty)
    }

    @Test("temporary file lives in a private folder beside the target") func temporaryFileLivesInAPrivateFolderBesideTheTarget() throws {
        let scratch = try ScratchFolder()
        var seen: (folderMode: mode_t, parent: String)?
        try SafeFileWriter.produce(at: scratch.file("plot.png"), verify: { _ in nil },
                                   problem: { $0 }) { (temporary: String) throws(FileProblem) in
            var info = stat()
            stat(FilePath.parent(of: temporary), &info)
            seen = (info.st_mode & 0o777, FilePath.parent(of: FilePath.resolved(FilePath.parent(of: temporary)) ?? temporary))
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            Descriptor.writeAll(descriptor, "png")
            close(descriptor)
        }
        #expect(seen?.folderMode == 0o700)
        #expect(seen?.parent == scratch.path)
        #expect(scratch.read("plot.png") == "png")
    }

    /// Where `path` really is (the temporary folder is named through `/proc/PID/fd` on Linux).
}
