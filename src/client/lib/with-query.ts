// Links and API addresses share one query builder; it lives in shared/ with the route table.
export { withQuery, type QueryValue } from "@shared/with-query";
