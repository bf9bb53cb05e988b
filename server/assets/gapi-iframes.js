/*
 * A small stand-in for Google's `gapi.iframes`, used only with the Firebase Auth emulator.
 *
 * Firebase's popup sign-in talks to a helper iframe through gapi.iframes, which it loads from apis.google.com.
 * That host is not reachable on an offline development machine, so with the emulator the server serves this file
 * to both sides instead: to the app page (before Firebase needs it) and, in place of Google's script, to the
 * emulator's helper iframe. Both ends then speak the same tiny postMessage protocol:
 *   { __collabhubGapi: 1, kind: 'send', name, data, id }  and  { __collabhubGapi: 1, kind: 'reply', id, responses }.
 * Messages for a handler that is not registered yet are queued until it is, as gapi does.
 */
(function () {
  'use strict';
  if (window.gapi && window.gapi.iframes && window.gapi.iframes.Iframe) return;

  var TAG = '__collabhubGapi';
  var nextId = 1;
  var frames = [];

  function Iframe(getTarget, element) {
    this._getTarget = getTarget;
    this._element = element || null;
    this._handlers = {};
    this._pending = {};
    this._queued = [];
    frames.push(this);
  }
  Iframe.prototype.getIframeEl = function () { return this._element; };
  Iframe.prototype.register = function (name, handler) {
    this._handlers[name] = handler;
    var still = [];
    for (var i = 0; i < this._queued.length; i += 1) {
      var q = this._queued[i];
      if (q.msg.name === name) this._answer(q.msg, q.source); else still.push(q);
    }
    this._queued = still;
  };
  Iframe.prototype.unregister = function (name) { delete this._handlers[name]; };
  Iframe.prototype.send = function (name, data, callback) {
    var id = nextId++;
    var self = this;
    return new Promise(function (resolve) {
      self._pending[id] = function (responses) {
        resolve(responses);
        // gapi swallows errors thrown by reply callbacks; Firebase relies on that.
        try { if (typeof callback === 'function') callback(responses); } catch (_err) { /* as gapi */ }
      };
      self._post({ kind: 'send', name: name, data: data, id: id });
    });
  };
  // Resolves once the other side answers; retries while its script is still loading.
  Iframe.prototype.ping = function (callback) {
    var self = this;
    return new Promise(function (resolve) {
      var done = false;
      var id = nextId++;
      self._pending[id] = function (responses) {
        if (done) return;
        done = true;
        if (typeof callback === 'function') callback(responses);
        resolve(responses);
      };
      var tries = 0;
      (function attempt() {
        if (done || tries > 100) return;
        tries += 1;
        self._post({ kind: 'send', name: '__ping', data: null, id: id });
        setTimeout(attempt, 100);
      })();
    });
  };
  Iframe.prototype.restyle = function () { return Promise.resolve(); };
  Iframe.prototype._post = function (msg) {
    var target = this._getTarget();
    msg[TAG] = 1;
    if (target) target.postMessage(msg, '*');
  };
  Iframe.prototype._answer = function (msg, source) {
    var responses = [];
    if (msg.name === '__ping') responses = [{}];
    else if (this._handlers[msg.name]) responses = [this._handlers[msg.name](msg.data)];
    var reply = { kind: 'reply', id: msg.id, responses: responses };
    reply[TAG] = 1;
    source.postMessage(reply, '*');
  };

  window.addEventListener('message', function (event) {
    var msg = event.data;
    if (!msg || typeof msg !== 'object' || msg[TAG] !== 1) return;
    for (var i = 0; i < frames.length; i += 1) {
      var frame = frames[i];
      if (frame._getTarget() !== event.source) continue;
      if (msg.kind === 'reply') {
        var pending = frame._pending[msg.id];
        if (pending) { delete frame._pending[msg.id]; pending(msg.responses); }
      } else if (msg.kind === 'send') {
        if (msg.name === '__ping' || frame._handlers[msg.name]) frame._answer(msg, event.source);
        else frame._queued.push({ msg: msg, source: event.source });
      }
      return;
    }
  });

  var context = {
    open: function (options, onOpen) {
      var el = document.createElement('iframe');
      var attributes = (options && options.attributes) || {};
      var style = attributes.style || {};
      Object.keys(style).forEach(function (k) { el.style[k] = style[k]; });
      el.setAttribute('aria-hidden', 'true');
      el.tabIndex = -1;
      var frame = new Iframe(function () { return el.contentWindow; }, el);
      var loaded = new Promise(function (resolve) { el.addEventListener('load', function () { resolve(); }, { once: true }); });
      el.src = options.url;
      ((options && options.where) || document.body).appendChild(el);
      return loaded.then(function () { return typeof onOpen === 'function' ? onOpen(frame) : frame; });
    },
    getParentIframe: function () {
      if (!this._parent) this._parent = new Iframe(function () { return window.parent; });
      return this._parent;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    Iframe: Iframe,
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
    SAME_ORIGIN_IFRAMES_FILTER: function () { return true; },
    getContext: function () { return context; },
  };
  window.gapi.load = function (_name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () { if (callback) callback(); }, 0);
  };

  // Loader callbacks, as Google's script calls them: `?onload=name` and `gapi_onload`.
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
