/**
 * Pocket '44 scenario format, version 1: a scenario file is the engine's battle description as plain JSON
 * (src/engine/scenario.ts owns the shape and the vocabulary; this module only names them for the format's code).
 * See docs/scenario-format.md.
 */
export * from '../engine/scenario';
