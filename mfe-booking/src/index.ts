// Standalone dev page only (npm start -w <this remote>): the async boundary lets shared modules settle first.
import('./standalone');
