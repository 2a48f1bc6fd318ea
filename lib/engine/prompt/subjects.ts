/** Which asset type a canonical subject naturally belongs to: the subject registry's answer. */
export { subjectEntry, subjectType } from "../subjects";
