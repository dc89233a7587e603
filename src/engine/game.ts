/**
 * The engine's turn machine, as one entry point: newGame (setup.ts), legalActions and actor (turn/legal.ts),
 * parseAction (turn/parse.ts), applyAction (turn/apply.ts). Where each rule and decision lives: docs/rules-index.md.
 */
export { newGame, type NewGameOptions } from './setup';
export { actor, legalActions } from './turn/legal';
export { parseAction } from './turn/parse';
export { applyAction } from './turn/apply';
export { SANDBAG_PIECES } from './tactics/digIn';
export type { CardType } from './cards';
