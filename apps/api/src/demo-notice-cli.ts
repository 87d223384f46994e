import { printDemoNotice } from "./demo-notice";

// `npm start` prints the notice before building the web app, which takes a while.
printDemoNotice();
