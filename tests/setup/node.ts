// IndexedDB for Dexie in Node: the real engine logic runs against fake-indexeddb.
import 'fake-indexeddb/auto';
