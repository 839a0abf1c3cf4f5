/// The versions of platform code the runtime models were checked against, named once for
/// `help runtimes`, the provenance lines and the README (a test holds the README to these).
public enum SourceVersion {
    /// motion (motiondivision/motion): `packages/motion-dom/src/animation/generators/spring.ts`.
    public static let motion = "13.1.1"
}
