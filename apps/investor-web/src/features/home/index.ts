/** The home feature's public surface. */
export { HomePage } from './pages/HomePage';
