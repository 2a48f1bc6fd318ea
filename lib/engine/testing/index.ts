/**
 * Test support for the engine's own tests: real generated sprites and hand-made figures. Only
 * test files import it (lint enforces that), so it may use any operation's entry.
 */
export * from "./figures";
export * from "./fixtures";
export * from "./drawn-figures";
export * from "./rig-frames";
export * from "./drawn-mage";
export * from "./drawn-imports";
export * from "./scenery-measures";
export * from "./import-frames";
export * from "./shape-measures";
export * from "./character-docs";
