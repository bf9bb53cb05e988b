// Runs in a worker that pages formatting times start (warmLocaleData in shared-ui). The browser's locale data is
// shared by every thread of the page's process, so loading it here, off the main thread, makes the first chat
// time or date the page formats cost about a millisecond instead of 50-120 ms of blocked main thread.
new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(0);
new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'short', day: 'numeric' }).format(0);
new Intl.NumberFormat('en-US').format(0);
'a'.localeCompare('b');
close();
