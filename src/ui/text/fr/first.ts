/** The French words the first screen needs (home, saves, two phones), loaded before the first render when French is chosen. */
import type { Tables } from '../../i18n';
import { APP_FR } from './app';
import { NET_FR } from './net';
import { STORE_FR } from './store';

export const FIRST: Tables = { app: APP_FR, saves: STORE_FR, net: NET_FR };
