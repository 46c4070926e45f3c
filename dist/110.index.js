export const id = 110;
export const ids = [110];
export const modules = {

/***/ 7110:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   systemClock: () => (/* binding */ systemClock)
/* harmony export */ });
const systemClock = { now: () => Date.now() };


/***/ })

};
