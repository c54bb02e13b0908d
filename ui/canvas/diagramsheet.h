#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QFont>
#include <QRectF>
#include <QString>

class QGraphicsScene;
class QPainter;

// An exported picture of the diagram as one sheet: a title (the project's name and the date)
// above the cards and a legend of the key-chip colours and badges below them. Everything is
// measured in the scene's units (one unit = one pixel at the screen's logical DPI), so the
// sheet comes out at its on-screen size on any device that paints at that DPI.
class DiagramSheet
{
    Q_DECLARE_TR_FUNCTIONS(DiagramSheet)

public:
    struct Heading
    {
        QString title; // the project's name; "HBase schema diagram" when empty
        QDate date;    // today when not valid
    };

    DiagramSheet(QGraphicsScene *scene, const Heading &heading);

    bool isEmpty() const { return m_source.isEmpty(); }
    QSizeF size() const { return m_size; }
    QString title() const { return m_title; }
    // "HBase schema diagram · 14 March 2026", in the interface's language.
    QString subtitle() const { return m_subtitle; }
    void paint(QPainter *painter) const;

    // The DPI at which fonts are measured for the screen; devices drawing the sheet use it.
    static int logicalDpi();

private:
    struct Entry
    {
        enum Kind { KeyChips, Literal, Badge, Errors, Warnings, Lookup } kind;
        QString text;
        QRectF rect; // swatch and text, in the legend's coordinates
        qreal swatchWidth = 0;
    };

    void layoutLegend();
    void paintEntry(QPainter *painter, const Entry &entry, QPointF at) const;

    QGraphicsScene *m_scene;
    QRectF m_source;
    QString m_title;
    QString m_subtitle;
    QFont m_titleFont;
    QFont m_smallFont;
    QFont m_boldFont;
    qreal m_headerHeight = 0;
    qreal m_legendTop = 0;
    QList<Entry> m_entries;
    QSizeF m_size;
};
