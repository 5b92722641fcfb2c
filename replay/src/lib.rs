//! Recorded wave streams: the `.wbt` trace format, the content-addressed store,
//! recording from listings and code objects, and bounded replay (issue 8).
