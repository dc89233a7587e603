/**
 * Everything a battle needs and home does not, loaded as one chunk when a battle starts or opens (App.tsx): the
 * engine, the session, the board and game screens, autosave and the game-over screen.
 */
export { finalMedals, newGame } from '../../engine';
export { Autosaver } from '../../store/autosave';
export { GameScreen } from '../game/GameScreen';
export { GameSession } from '../game/session';
export { attachComputer } from '../game/computer';
export { GameOver } from './GameOver';
export { exportFileName } from './savedGames';
