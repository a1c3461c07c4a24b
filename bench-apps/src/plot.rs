//! `results.svg`: validation time against patched Halide compile time, one point per build, both
//! axes logarithmic, with the diagonals validation = 1×, 10× and 100× compile time. Points are
//! coloured by verdict; a validation stopped by the harness limit is drawn hollow (its time is a
//! lower bound). Plain SVG text, no dependency.

use std::fmt::Write;

/// One build on the plot.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    /// `build/schedule`, shown as the point's tooltip.
    pub label: String,
    /// Patched Halide compile time, seconds (x).
    pub compile_seconds: f64,
    /// Validation wall time, seconds (y).
    pub validation_seconds: f64,
    /// `VALID`, `INVALID` or `UNKNOWN`.
    pub verdict: String,
    /// The validation was stopped by the harness limit.
    pub limit_hit: bool,
}

const WIDTH: f64 = 640.0;
const HEIGHT: f64 = 480.0;
const MARGIN: f64 = 60.0;

/// Decades `[lo, hi]` (powers of ten) covering every value, at least one decade wide.
fn decades(values: impl Iterator<Item = f64>) -> (i32, i32) {
    let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
    for v in values.filter(|v| v.is_finite() && *v > 0.0) {
        lo = lo.min(v);
        hi = hi.max(v);
    }
    if !lo.is_finite() {
        return (-1, 1);
    }
    let lo = lo.log10().floor() as i32;
    let hi = (hi.log10().ceil() as i32).max(lo + 1);
    (lo, hi)
}

fn colour(verdict: &str) -> &'static str {
    match verdict {
        "VALID" => "#1a7f37",
        "INVALID" => "#cf222e",
        _ => "#9a6700",
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The SVG document for `points` (an empty plot with a note when there are none).
pub fn svg(points: &[Point]) -> String {
    // Times below a millisecond are drawn at a millisecond (log scale has no zero).
    let floor = |v: f64| v.max(1e-3);
    let (x0, x1) = decades(points.iter().map(|p| floor(p.compile_seconds)));
    let (y0, y1) = decades(points.iter().map(|p| floor(p.validation_seconds)));
    let (pw, ph) = (WIDTH - 2.0 * MARGIN, HEIGHT - 2.0 * MARGIN);
    let sx = |v: f64| MARGIN + (floor(v).log10() - x0 as f64) / (x1 - x0) as f64 * pw;
    let sy = |v: f64| HEIGHT - MARGIN - (floor(v).log10() - y0 as f64) / (y1 - y0) as f64 * ph;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" font-family="sans-serif" font-size="11">"#
    );
    let _ = writeln!(
        s,
        r##"<rect x="{MARGIN}" y="{MARGIN}" width="{pw}" height="{ph}" fill="none" stroke="#888"/>"##
    );
    for d in x0..=x1 {
        let x = sx(10f64.powi(d));
        let _ = writeln!(
            s,
            r##"<line x1="{x:.1}" y1="{MARGIN}" x2="{x:.1}" y2="{:.1}" stroke="#eee"/><text x="{x:.1}" y="{:.1}" text-anchor="middle">1e{d}</text>"##,
            HEIGHT - MARGIN,
            HEIGHT - MARGIN + 16.0
        );
    }
    for d in y0..=y1 {
        let y = sy(10f64.powi(d));
        let _ = writeln!(
            s,
            r##"<line x1="{MARGIN}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="#eee"/><text x="{:.1}" y="{:.1}" text-anchor="end">1e{d}</text>"##,
            WIDTH - MARGIN,
            MARGIN - 6.0,
            y + 4.0
        );
    }
    // Diagonals: validation = k × compile, clipped to the plot by the SVG viewport of a
    // nested <svg>.
    let _ = writeln!(
        s,
        r#"<svg x="{MARGIN}" y="{MARGIN}" width="{pw}" height="{ph}" viewBox="{MARGIN} {MARGIN} {pw} {ph}">"#
    );
    for k in [1.0, 10.0, 100.0] {
        let (a, b) = (10f64.powi(x0), 10f64.powi(x1));
        let _ = writeln!(
            s,
            r##"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="#bbb" stroke-dasharray="4 3"/>"##,
            sx(a),
            sy(a * k),
            sx(b),
            sy(b * k)
        );
    }
    let _ = writeln!(s, "</svg>");
    for p in points {
        let c = colour(&p.verdict);
        let fill = if p.limit_hit { "none" } else { c };
        let _ = writeln!(
            s,
            r#"<circle cx="{:.1}" cy="{:.1}" r="4" fill="{fill}" stroke="{c}"><title>{} ({}{}, compile {:.2} s, validation {:.2} s)</title></circle>"#,
            sx(p.compile_seconds),
            sy(p.validation_seconds),
            escape(&p.label),
            p.verdict,
            if p.limit_hit {
                ", stopped at the limit"
            } else {
                ""
            },
            p.compile_seconds,
            p.validation_seconds
        );
    }
    let _ = writeln!(
        s,
        r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">patched Halide compile time (s, log)</text>"#,
        WIDTH / 2.0,
        HEIGHT - 16.0
    );
    let _ = writeln!(
        s,
        r#"<text transform="translate(16,{:.1}) rotate(-90)" text-anchor="middle">validation time (s, log)</text>"#,
        HEIGHT / 2.0
    );
    let _ = writeln!(
        s,
        r##"<text x="{MARGIN}" y="20">halide-tv: validation vs compile time per build; dashed: 1×, 10×, 100×; green VALID, red INVALID, amber UNKNOWN; hollow: stopped at the limit</text>"##
    );
    if points.is_empty() {
        let _ = writeln!(
            s,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">no validated build</text>"#,
            WIDTH / 2.0,
            HEIGHT / 2.0
        );
    }
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(label: &str, c: f64, v: f64, verdict: &str, limit: bool) -> Point {
        Point {
            label: label.into(),
            compile_seconds: c,
            validation_seconds: v,
            verdict: verdict.into(),
            limit_hit: limit,
        }
    }

    #[test]
    fn axes_cover_every_point_in_whole_decades() {
        assert_eq!(decades([0.5, 3.0, 40.0].into_iter()), (-1, 2));
        assert_eq!(decades([2.0].into_iter()), (0, 1));
        assert_eq!(decades(std::iter::empty()), (-1, 1));
    }

    #[test]
    fn one_circle_per_build_coloured_by_verdict_hollow_at_the_limit() {
        let s = svg(&[
            point("blur/manual", 1.0, 40.0, "VALID", false),
            point("harris/manual", 1.7, 60.0, "UNKNOWN", true),
            point("a<b>/manual", 2.0, 3.0, "INVALID", false),
        ]);
        assert_eq!(s.matches("<circle").count(), 3);
        assert!(s.contains(r##"fill="#1a7f37" stroke="#1a7f37"><title>blur/manual (VALID"##));
        assert!(
            s.contains(r##"fill="none" stroke="#9a6700"><title>harris/manual (UNKNOWN, stopped"##)
        );
        assert!(s.contains("a&lt;b&gt;/manual"), "labels are escaped");
        assert!(s.starts_with("<svg") && s.trim_end().ends_with("</svg>"));
    }

    #[test]
    fn slower_validation_is_higher_on_the_plot() {
        let s = svg(&[
            point("fast", 1.0, 0.1, "VALID", false),
            point("slow", 1.0, 100.0, "VALID", false),
        ]);
        let cy = |label: &str| -> f64 {
            let i = s.find(&format!("<title>{label} ")).unwrap();
            let head = &s[..i];
            let j = head.rfind("cy=\"").unwrap() + 4;
            head[j..].split('"').next().unwrap().parse().unwrap()
        };
        assert!(cy("slow") < cy("fast"), "SVG y grows downwards");
    }

    #[test]
    fn empty_plot_says_so() {
        assert!(svg(&[]).contains("no validated build"));
    }
}
