import { homeRoute } from './route-preload.ts';

/**
 * Home's module for the take-over of home.html (main.tsx), through an import() of its own: unlike
 * the route's, it adds no preload link per file Home needs (scripts/preloads.ts), so on a slow phone the
 * files come as Home's imports ask for them and are evaluated in smaller tasks (issue 16).
 */
export const loadHome = () => homeRoute.preload(() => import('./routes/home.tsx'));
