// The async boundary lets the federation runtime negotiate shared singletons before React loads: a shared singleton imported eagerly at the entry would be bound before the runtime could choose one version for all apps.
// It also waits for the first paint: the server's HTML is shown before the long work of starting the shell begins.
import { afterFirstPaint } from './boot/after-first-paint';

void afterFirstPaint().then(() => import('./bootstrap'));
