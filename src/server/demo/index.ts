/**
 * The demo church that `npm start` seeds: bands, musicians, songs, services, plans and charts.
 */
export {
  DEMO_ADMIN, DEMO_CHURCH_SLUG, DEMO_EDITOR, DemoSeedError, isDatabaseEmpty, randomDemoPassword, replacePublishedDemoPassword,
  seedDemoData,
} from "./seed-demo";
