/**
 * The new-battle screen and what it shows, loaded when the player opens it or imports a file (App.tsx): the picker,
 * the built-in battles' boards and the campaign playlists.
 */
export { BUILTIN_SCENARIOS } from '../../scenario/builtin';
export { Picker } from './Picker';
export { playlistCandidates, playlistViews } from './playlist';
export { SCENARIO_IMPORT_TEXT } from '../text/scenarioImport';
export { importProblemWords } from './importWarnings';
