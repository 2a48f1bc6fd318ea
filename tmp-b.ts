import { combinesSheet } from "./scripts/contact-sheet-combines";
