/** The post card helpers live in app/utils (services read oEmbed answers too); the section keeps its import path. */
export * from "~/utils/post-card";
