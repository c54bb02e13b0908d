#pragma once

#include <QAbstractTableModel>
#include <QList>

class QFontMetrics;

struct CompareResult;
struct TableFigures;

// The figures table of the Compare view (docs/designer.md#compare-tables): each figure of
// TableFigures (FigureRows, as `compare` prints them) with the left table's value, the right
// one's and the difference, right minus left; then the column families (FamilyRows: each family
// by name with VERSIONS, TTL and MOB); then each access pattern (matched by name) with how
// HBase serves it on either side, its scans and the regions a request touches. The difference is
// coloured by whether the right table is better (green) or worse (red) in that figure, and says
// so in its tooltip; a figure where neither way is better (sample rows, regions, the families'
// settings) or that differs by less than FigureRows::kMeaningfulChange is not coloured.
class CompareFiguresModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { FigureColumn, LeftColumn, RightColumn, DifferenceColumn, ColumnCount };
    enum Role {
        VerdictRole = Qt::UserRole + 1, // int: 1 the right side is better, -1 worse, 0 neither
        ValueRole,                      // double: the figure of that side, for the value columns
    };

    explicit CompareFiguresModel(QObject *parent = nullptr);

    void setResult(const CompareResult &result, const QString &leftTitle,
                   const QString &rightTitle);
    void clear();
    // Where `name` may break: after ':', '_', ' ' and each Chinese character, before a bracket.
    static QStringList nameParts(const QString &name);
    // `name` in lines of at most `width`, broken between its parts, a part still too wide cut
    // in the middle.
    static QStringList wrapName(const QFontMetrics &metrics, const QString &name, int width);
    // The width of the widest part of a side's title (0 left, 1 right).
    int widestPart(const QFontMetrics &metrics, int side) const;
    // Fits the value columns' titles to these widths, in several lines where needed (the
    // tooltips keep them whole).
    void elideTitles(const QFontMetrics &metrics, int leftWidth, int rightWidth);
    // The row of the figure labelled `label` (translated), or -1.
    int rowOf(const QString &label) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Line
    {
        QString label;
        QString values[2]; // as shown; "—" when that side has none
        double numbers[2] = {0, 0};
        bool hasNumbers = false;
        QString difference;
        int verdict = 0;
        bool heading = false; // an access pattern's name
        QString tip;
    };
    void addFigureLines(const TableFigures &left, const TableFigures &right);
    void addFamilyLines(const TableFigures &left, const TableFigures &right);
    void addAccessLines(const CompareResult &result);
    static Line numberLine(const QString &label, double left, double right, int decimals,
                           int verdict, bool neither, double negligible = 0);

    QList<Line> m_lines;
    QString m_titles[2];
    QString m_shownTitles[2]; // elided; empty: whole
};
