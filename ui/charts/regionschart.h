#pragma once

#include <QWidget>

class QCustomPlot;

// Keys per region as a bar chart (placeholder, being written).
class RegionsChart : public QWidget
{
    Q_OBJECT

public:
    explicit RegionsChart(QWidget *parent = nullptr);
    void setRegions(const QList<QByteArray> &splitKeys, const std::vector<qint64> &counts);
    void clear();
    QCustomPlot *plot() const { return m_plot; }

private:
    QCustomPlot *m_plot;
};
