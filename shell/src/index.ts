// The async boundary lets the federation runtime negotiate shared singletons before React loads: a shared singleton imported eagerly at the entry would be bound before the runtime could choose one version for all apps.
import('./bootstrap');
